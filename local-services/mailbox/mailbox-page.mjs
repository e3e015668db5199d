import { escapeHtml } from "../oidc/pages/escape-html.mjs";

/** The identity pages' look (oidc/pages/layout.mjs), wider: a list of mails, not a form. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#f4f6f8;color:#0b1f3a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
header{background:#0b1f3a;color:#fff;padding:1rem 1.5rem}
header p{margin:0;color:#fff;font-weight:700;letter-spacing:.04em}
header span{color:#e0a872}
main{max-width:48rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
p{margin:.5rem 0 1rem;color:#3d4753}
form{display:flex;gap:.75rem;flex-wrap:wrap;align-items:end;margin:0 0 1.5rem}
label{display:grid;gap:.25rem;font-weight:600;flex:1 1 16rem}
input{font:inherit;font-weight:400;padding:.625rem .75rem;border:1px solid #6b7785;border-radius:2px}
button,.button{font:inherit;font-weight:600;padding:.625rem 1rem;border:1px solid #9a5d27;border-radius:2px;background:#9a5d27;color:#fff;cursor:pointer;text-decoration:none}
.secondary{background:#fff;color:#0b1f3a;border-color:#6b7785}
ol{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
article{background:#fff;border:1px solid #d5dae0;border-radius:4px;padding:1.25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}
dd{margin:0;word-break:break-all}
pre{white-space:pre-wrap;font:inherit;margin:0 0 .75rem}
a{color:#1f6feb;word-break:break-all}
:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
`;

/** A mail's link as an anchor only when it is a web address. @param {string | null} link */
function linkHtml(link) {
  if (!link) return "";
  if (!/^https?:\/\//i.test(link)) return `<p>Link: ${escapeHtml(link)}</p>`;
  return `<p>Link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
}

/** @param {ReturnType<import('./mailbox.mjs').Mailbox['list']>[number]} mail */
function mailHtml(mail) {
  return `<li><article aria-labelledby="mail-${escapeHtml(mail.id)}">
<h2 id="mail-${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></dd></dl>
<pre>${escapeHtml(mail.text)}</pre>
${linkHtml(mail.link)}
</article></li>`;
}

/**
 * The demo mailbox page: a recipient filter and the mails, newest first (a developer's page,
 * English only).
 * @param {{ to: string | null, mails: ReturnType<import('./mailbox.mjs').Mailbox['list']>, limit: number }} page
 */
export function renderMailboxPage({ to, mails, limit }) {
  const count =
    mails.length === 0
      ? to
        ? `No mail for ${to}.`
        : "No mail yet."
      : `${mails.length} ${mails.length === 1 ? "mail" : "mails"}${to ? ` for ${to}` : ""}, newest first${mails.length === limit ? ` (the newest ${limit})` : ""}.`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Demo mailbox – Ferrion</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>FERRION <span>Demo mailbox</span></p></header>
<main>
<h1>Demo mailbox</h1>
<p>The mail the local services send (invitations). No mail leaves this machine.</p>
<form method="get" action="/mailbox" role="search">
<label for="to">Recipient e-mail<input id="to" name="to" type="email" value="${escapeHtml(to ?? "")}" autocomplete="off"></label>
<button type="submit">Show</button>
${to ? '<a class="button secondary" href="/mailbox">All mail</a>' : ""}
</form>
<p role="status">${escapeHtml(count)}</p>
<ol>
${mails.map(mailHtml).join("\n")}
</ol>
</main>
</body>
</html>`;
}
