// The sandbox's mini-game script, served as /mini-game/v1/minigame.js and /mini-game/s1/…:
// registers window.WpsMiniGames[variant] (the variant read from its own URL); the app mounts it
// into the panel of its draggable container. A real operator serves its own scripts here.
(function () {
  var TITLES = { v1: 'Mini Lotto', s1: 'SEA Quick Lotto' };
  var script = document.currentScript;
  var match = script && /\/mini-game\/(v1|s1)\//.exec(script.src);
  if (!match) return;
  var variant = match[1];
  var title = TITLES[variant];
  var registry = (window.WpsMiniGames = window.WpsMiniGames || {});
  registry[variant] = {
    variant: variant,
    title: title,
    mount: function (host) {
      var box = document.createElement('div');
      box.className = 'wps-mini-game';
      box.setAttribute('data-variant', variant);
      var heading = document.createElement('p');
      heading.textContent = title;
      heading.style.fontWeight = '600';
      heading.style.margin = '0 0 8px';
      var numbers = document.createElement('p');
      numbers.setAttribute('aria-live', 'polite');
      numbers.style.margin = '0 0 8px';
      numbers.textContent = '- - -';
      var draw = document.createElement('button');
      draw.type = 'button';
      draw.textContent = 'Quick draw';
      draw.style.minHeight = '44px';
      draw.addEventListener('click', function () {
        var picks = [];
        for (var i = 0; i < 3; i++) picks.push(Math.floor(Math.random() * 10));
        numbers.textContent = picks.join(' ');
      });
      box.appendChild(heading);
      box.appendChild(numbers);
      box.appendChild(draw);
      host.appendChild(box);
      return {
        destroy: function () {
          box.remove();
        },
      };
    },
  };
})();
