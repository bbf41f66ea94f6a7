// The browser app's entry: set up the platform, then hand every frame to App.
#include "app/app.hpp"
#include "platform/page.hpp"
#include "platform/platform.hpp"
#include "render/theme.hpp"

int main() {
  using namespace harmonies::ui;
  const FontFiles files{page_font(PageFont::Regular), page_font(PageFont::Bold)};
  // The page starts the game only once both are here (index.html); a page without them says it cannot load.
  if (files.regular.empty() || files.bold.empty()) {
    show_page_load_failed();
    return 0;
  }
  if (!platform_init([files](float dpr) { load_fonts(dpr, files); })) return 0;
  apply_theme();
  static App app;
  platform_run([] { app.frame(); });
  return 0;
}
