// The live-chat page: exchanges the single-use ticket of its address (#ticket=…) for a chat
// session, shows the conversation (text only, never HTML) and sends the member's messages.
(function () {
  'use strict';
  var storeKey = 'chatSession';
  var el = function (id) {
    return document.getElementById(id);
  };
  var session = null;

  function readStored() {
    try {
      return JSON.parse(sessionStorage.getItem(storeKey) || 'null');
    } catch (e) {
      return null;
    }
  }
  function store(value) {
    try {
      sessionStorage.setItem(storeKey, JSON.stringify(value));
    } catch (e) {
      /* not kept */
    }
  }
  function showNotice(text) {
    el('notice').textContent = text;
    el('notice').hidden = false;
    el('composer').hidden = true;
  }
  function apply(s) {
    var t = s.texts;
    document.documentElement.lang = s.language.toLowerCase();
    document.title = s.title;
    el('title').textContent = s.title;
    el('back').href = s.backUrl;
    el('back-text').textContent = t.back;
    el('text').placeholder = t.placeholder;
    el('text-label').textContent = t.placeholder;
    el('send').textContent = t.send;
    if (/^#[0-9a-fA-F]{6}$/.test(s.headerColor)) document.documentElement.style.setProperty('--header', s.headerColor);
  }
  function render(messages) {
    var list = el('messages');
    list.textContent = '';
    if (messages.length === 0) {
      var empty = document.createElement('li');
      empty.textContent = session.texts.empty;
      list.appendChild(empty);
    }
    messages.forEach(function (m) {
      var li = document.createElement('li');
      li.className = m.sender;
      var who = document.createElement('span');
      who.className = 'who';
      who.textContent = m.sender === 'member' ? session.texts.you : session.texts.support;
      li.appendChild(who);
      li.appendChild(document.createTextNode(m.body));
      list.appendChild(li);
    });
    window.scrollTo(0, document.body.scrollHeight);
  }
  function call(method, path, body) {
    return fetch(path, {
      method: method,
      headers: Object.assign(
        { Accept: 'application/json', Authorization: 'Chat ' + session.token },
        body ? { 'Content-Type': 'application/json' } : {},
      ),
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (r) {
      return r.json();
    });
  }
  function load() {
    return call('GET', '/chat/api/messages').then(function (answer) {
      if (!answer.success) {
        sessionStorage.removeItem(storeKey);
        showNotice(session.texts.expired);
        return;
      }
      render(answer.value.messages);
    });
  }
  function start() {
    apply(session);
    el('composer').hidden = false;
    load();
    setInterval(load, 5000);
    el('composer').addEventListener('submit', function (event) {
      event.preventDefault();
      var text = el('text').value.trim();
      if (!text) return;
      el('send').disabled = true;
      call('POST', '/chat/api/messages', { text: text }).then(
        function (answer) {
          el('send').disabled = false;
          if (answer.success) {
            el('text').value = '';
            load();
          }
        },
        function () {
          el('send').disabled = false;
        },
      );
    });
  }

  var match = /[#&]ticket=([A-Za-z0-9_-]{16,128})/.exec(location.hash);
  history.replaceState(null, '', location.pathname);
  if (match) {
    fetch('/chat/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ticket: match[1] }),
    })
      .then(function (r) {
        return r.json();
      })
      .then(
        function (answer) {
          if (!answer.success) {
            showNotice(answer.value && answer.value.expired ? answer.value.expired : answer.message);
            return;
          }
          session = answer.value;
          store(session);
          start();
        },
        function () {
          showNotice('Network error');
        },
      );
  } else {
    session = readStored();
    if (session) start();
    else showNotice('This chat link has expired. Please open the chat again from the site.');
  }
})();
