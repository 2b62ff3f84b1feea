// The sandbox's demo lottery: lists the launch fields it received, so tests can read them.
(function () {
  var params = new URLSearchParams(window.location.search);
  var names = [
    'area',
    'launchMode',
    'lottoMode',
    'prizeMode',
    'vendor',
    'code',
    'hasLobby',
    'device',
    'lang',
  ];
  document.addEventListener('DOMContentLoaded', function () {
    var title = params.get('title');
    if (title) document.getElementById('title').textContent = title;
    var list = document.getElementById('fields');
    names.forEach(function (name) {
      if (!params.has(name)) return;
      var term = document.createElement('dt');
      term.textContent = name;
      var value = document.createElement('dd');
      value.textContent = params.get(name);
      value.setAttribute('data-field', name);
      list.appendChild(term);
      list.appendChild(value);
    });
    document.getElementById('back').addEventListener('click', function () {
      var target = document.referrer ? new URL(document.referrer).origin : '*';
      window.parent.postMessage({ type: 'wps:game:close' }, target);
    });
  });
})();
