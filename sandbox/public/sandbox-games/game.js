// The sandbox's demo vendor game: reads what the launch URL carries, lets the player spin, and
// asks the app to close the frame through postMessage (the app checks the sender's origin).
(function () {
  var params = new URLSearchParams(window.location.search);
  function show(id, value) {
    var el = document.getElementById(id);
    if (el && value) el.textContent = value;
  }
  document.addEventListener('DOMContentLoaded', function () {
    show('name', params.get('name'));
    show('vendor', params.get('vendor'));
    show('lang', params.get('lang'));
    show('mode', params.get('mode') === 'trial' ? 'Trial play' : 'Real play');
    var credits = params.get('mode') === 'trial' ? 500 : 1000;
    show('credits', String(credits));
    document.getElementById('spin').addEventListener('click', function () {
      var win = Math.floor(Math.random() * 3) * 10;
      credits = credits - 10 + win;
      show('credits', String(credits));
      show('result', win > 0 ? 'You won ' + win : 'No win this time');
    });
    document.getElementById('back').addEventListener('click', function () {
      var target = document.referrer ? new URL(document.referrer).origin : '*';
      window.parent.postMessage({ type: 'wps:game:close' }, target);
    });
  });
})();
