// The browser app's entry: set up the platform, then hand every frame to App.
#include "app/app.hpp"
#include "platform/platform.hpp"
#include "render/theme.hpp"

int main() {
  using namespace harmonies::ui;
  if (!platform_init([](float dpr) { load_fonts(dpr); })) return 0;
  apply_theme();
  static App app;
  platform_run([] { app.frame(); });
  return 0;
}
