/**
 * The script the site loads (`<script src=".../api.js">`): reCAPTCHA v3's browser interface,
 * `grecaptcha.ready(callback)` and `grecaptcha.execute(siteKey, { action })` resolving to a
 * token, which the stand-in hands out from `POST {mount}/token`.
 * @param {string} tokenUrl absolute URL of the token endpoint
 */
export function botScript(tokenUrl) {
  return `(function () {
  "use strict";
  var tokenUrl = ${JSON.stringify(tokenUrl)};
  function execute(siteKey, options) {
    var action = (options && options.action) || "";
    return fetch(tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ siteKey: String(siteKey), action: String(action), hostname: location.hostname }),
      credentials: "omit",
    }).then(function (response) {
      if (!response.ok) throw new Error("bot protection: no token (" + response.status + ")");
      return response.json();
    }).then(function (answer) { return answer.token; });
  }
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: execute,
  };
})();
`;
}
