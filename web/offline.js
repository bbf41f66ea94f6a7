// Offline play: registers the site's service worker (sw.js, generated from web/sw.js.in), which caches
// every site file so later visits load and play with no network. Relative URL: the worker's scope is the
// site's folder, wherever the site is served. Never throws; says nothing on success; a failure only
// means no offline play, so it is a warning.
(function () {
  'use strict';
  function warn(err) {
    try { console.warn('Harmonies: offline play is unavailable (the service worker was not registered: ' + err + ')'); } catch (e) {}
  }
  try {
    if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
    var register = function () {
      try {
        navigator.serviceWorker.register('sw.js').catch(warn);
      } catch (err) {
        warn(err);
      }
    };
    // After the page's own downloads, so caching the site does not slow the first load down.
    if (document.readyState === 'complete') register(); else window.addEventListener('load', register);
  } catch (err) {
    warn(err);
  }
})();
