// The stand-in chat page (contract §4): shows what the app sent (the query, and whether a token
// came, never its value) and keeps a small conversation through this server's
// /sandbox-chat/messages, which answers as an operator would.
// Globals come through `win` (the window) so a test can hand the script a stand-in one.
(function (win) {
  'use strict';
  var document = win.document;
  var params = new URLSearchParams(win.location.search);

  function item(list, label, text) {
    var term = document.createElement('dt');
    term.textContent = label;
    var value = document.createElement('dd');
    value.textContent = text;
    list.append(term, value);
  }

  function showSent() {
    var sent = document.getElementById('sent');
    params.forEach(function (value, key) {
      item(sent, key, key === 'token' ? '(received)' : value);
    });
    if (!sent.children.length) item(sent, 'query', '(none)');
    document.getElementById('token').textContent = params.has('token')
      ? 'Token received'
      : 'No token';
    var title = params.get('title');
    if (title) document.getElementById('title').textContent = title;
    // headerColor of the CBS redirect flow: a colour, nothing else reaches the style.
    var color = params.get('headerColor') || '';
    if (/^#[0-9a-f]{3,8}$/i.test(color)) {
      document.getElementById('header').style.background = color;
    }
  }

  function addLine(message) {
    var line = document.createElement('li');
    line.textContent = (message.from === 'player' ? 'You: ' : 'Agent: ') + message.text;
    document.getElementById('log').append(line);
  }

  function send(event) {
    event.preventDefault();
    var input = document.getElementById('text');
    var text = input.value.trim();
    if (!text) return;
    win
      .fetch('/sandbox-chat/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: text }),
      })
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        if (body.success) {
          body.value.forEach(addLine);
          input.value = '';
        }
      });
  }

  function start() {
    showSent();
    document.getElementById('form').addEventListener('submit', send);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})(window);
