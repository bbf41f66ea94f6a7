# Generates the site's service worker (sw.js) from its template (web/sw.js.in): run with cmake -P.
#   cmake -DSITE_DIR=<site folder> -DFILES="index.html;harmonies.js;..." -DTEMPLATE=web/sw.js.in
#         -DOUTPUT=<site folder>/sw.js -P wasm/make_sw.cmake
# FILES: the site files the worker caches, relative to SITE_DIR (wasm/CMakeLists.txt's SW_FILES).
# The worker gets each file's SHA-256 and a VERSION hashing them all (plus the template and this script),
# so any change to any site file gives a new sw.js, which browsers pick up as a new worker.
foreach(var SITE_DIR FILES TEMPLATE OUTPUT)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "make_sw.cmake: -D${var}=... is required")
  endif()
endforeach()

set(summary "")
set(entries "")
foreach(file IN LISTS FILES)
  if(NOT EXISTS "${SITE_DIR}/${file}")
    message(FATAL_ERROR "make_sw.cmake: ${SITE_DIR}/${file} does not exist")
  endif()
  file(SHA256 "${SITE_DIR}/${file}" sha256)
  string(APPEND summary "${file} ${sha256}\n")
  string(APPEND entries "  '${file}': '${sha256}',\n")
endforeach()
file(SHA256 "${TEMPLATE}" sha256)
string(APPEND summary "template ${sha256}\n")
file(SHA256 "${CMAKE_CURRENT_LIST_FILE}" sha256)
string(APPEND summary "generator ${sha256}\n")
string(SHA256 version "${summary}")
string(SUBSTRING "${version}" 0 16 SW_VERSION)
string(REGEX REPLACE ",\n$" "" SW_FILES "${entries}")

configure_file("${TEMPLATE}" "${OUTPUT}" @ONLY)
# configure_file leaves an unchanged file alone: touch it so the build sees the step as done.
file(TOUCH "${OUTPUT}")
