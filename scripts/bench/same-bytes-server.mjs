#!/usr/bin/env node
// The baseline of `npm run bench`'s warm pages: a bare node:http server that writes the bytes of
// the files given, each from memory with its header lines and a Content-Length, nothing else to
// do. A load tool's cost depends on what it reads (autocannon took twice as long over a product
// page's bytes as over as many bytes of one letter, and a bare server sending the product page's
// 14 header lines answered 11 to 20 % fewer requests than one sending two), so each page is
// measured against its own bytes, headers included.
//
//   node scripts/bench/same-bytes-server.mjs <port> <file>...   serves file i at /i, with the
//   header lines of <file>.headers.json ([name, value] pairs)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, ...files] = process.argv.slice(2);
const answers = files.map((file) => ({
  body: readFileSync(file),
  /** @type {[string, string][]} */
  headers: JSON.parse(readFileSync(`${file}.headers.json`, "utf8")),
}));

createServer((request, response) => {
  const answer = answers[Number(request.url?.slice(1))];
  if (!answer) return response.writeHead(404).end();
  response.writeHead(200, [...answer.headers.flat(), "Content-Length", answer.body.length]);
  response.end(answer.body);
}).listen(Number(port), "127.0.0.1", () => console.log("listening"));
