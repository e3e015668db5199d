#!/usr/bin/env node
// The baseline of `npm run bench`'s warm pages: a bare node:http server that writes the bytes of
// the files given, each from memory with a Content-Length and nothing else to do. A load tool's
// cost depends on what it reads (autocannon took twice as long over a product page's bytes as
// over as many bytes of one letter), so each page is measured against its own bytes.
//
//   node scripts/bench/same-bytes-server.mjs <port> <file>...   serves file i at /i
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, ...files] = process.argv.slice(2);
const bodies = files.map((file) => readFileSync(file));

createServer((request, response) => {
  const body = bodies[Number(request.url?.slice(1))];
  if (!body) return response.writeHead(404).end();
  response.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
  });
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("listening"));
