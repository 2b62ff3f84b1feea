// Stand-in for the image CDN's device page (contract §3): the app frames
// {imageCDN}/device.html?deviceId=… and listens for one DEVICE_ID message. The id kept in this
// origin's storage wins, so a visitor keeps one device id across the operator's domains.
(function () {
  const KEY = 'deviceId';
  const LENGTH = 36;
  const given = new URLSearchParams(window.location.search).get('deviceId') || '';
  let stored = null;
  try {
    stored = window.localStorage.getItem(KEY);
  } catch {
    // Storage blocked (privacy settings, some third-party frames): answer the given id.
  }
  let deviceId = given;
  if (stored && stored.length === LENGTH) {
    deviceId = stored;
  } else if (given.length === LENGTH) {
    try {
      window.localStorage.setItem(KEY, given);
    } catch {
      // As above: nothing to keep, the given id still goes back.
    }
  }
  window.parent.postMessage({ type: 'DEVICE_ID', deviceId }, '*');
})();
