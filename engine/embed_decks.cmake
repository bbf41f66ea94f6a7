# Embeds the deck files verbatim (assets/animals.json, spirits.json, crescendo.json) as raw string
# literals in a C++ source. Nothing is read here but the bytes: the engine's parse_decks() is the one
# reader of the decks, and standard_decks() runs it on these texts.
cmake_minimum_required(VERSION 3.20)
file(READ ${ANIMALS} ANIMALS_JSON)
file(READ ${SPIRITS} SPIRITS_JSON)
file(READ ${CRESCENDO} CRESCENDO_JSON)
foreach(text ANIMALS_JSON SPIRITS_JSON CRESCENDO_JSON)
  if(${text} MATCHES "\\)harmonies_deck\"")
    message(FATAL_ERROR "${text}: holds the raw string's closing delimiter )harmonies_deck\"")
  endif()
endforeach()
configure_file(${TEMPLATE} ${OUTPUT} @ONLY)
