import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailbox, MailDeliveryError } from "../../../local-services/mailbox/mailbox.mjs";
import { testStore } from "./helpers";
import { type PortalServer, startPortalServer } from "./portal-helpers";

interface Message {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sentAt: string;
}

describe("demo mailbox", () => {
  it("keeps mails newest first, per recipient whatever the case", () => {
    const store = testStore();
    const mailbox = createMailbox(store.db);
    mailbox.send({ to: "Ana@Example.com", subject: "one", text: "1", link: null });
    mailbox.send({ to: "bo@example.com", subject: "two", text: "2", link: "http://x.test/2" });
    mailbox.send({ to: "ana@example.com", subject: "three", text: "3" });
    expect(mailbox.list().map((mail) => mail.subject)).toEqual(["three", "two", "one"]);
    expect(mailbox.list({ to: "ANA@example.com" }).map((mail) => mail.subject)).toEqual([
      "three",
      "one",
    ]);
    expect(mailbox.list({ to: "ana@example.com" })[1]).toMatchObject({
      to: "ana@example.com",
      text: "1",
      link: null,
    });
  });

  it.each([
    ["x@company.invalid", "company.invalid"],
    ["x@invalid", "invalid"],
    ["X@Deep.Sub.INVALID", "deep.sub.invalid"],
  ])("refuses %s with the mail system's answer and stores nothing", (to, domain) => {
    const store = testStore();
    const mailbox = createMailbox(store.db);
    const send = () => mailbox.send({ to, subject: "s", text: "t" });
    expect(send).toThrow(MailDeliveryError);
    expect(send).toThrow(`550 5.1.2 <${to.toLowerCase()}>: domain ${domain} does not exist`);
    expect(mailbox.list()).toEqual([]);
  });

  it("delivers to a domain that only contains the word invalid", () => {
    const mailbox = createMailbox(testStore().db);
    mailbox.send({ to: "x@invalid-name.example.com", subject: "s", text: "t" });
    expect(mailbox.list()).toHaveLength(1);
  });

  it("undoes the sender's write when the mail is refused inside its transaction", () => {
    const store = testStore();
    const mailbox = createMailbox(store.db);
    store.db.exec("CREATE TABLE sent_marks (id TEXT)");
    const write = store.db.transaction(() => {
      store.db.prepare("INSERT INTO sent_marks VALUES ('a')").run();
      mailbox.send({ to: "ok@example.com", subject: "kept?", text: "t" });
      mailbox.send({ to: "no@nowhere.invalid", subject: "refused", text: "t" });
    });
    expect(() => write()).toThrow(MailDeliveryError);
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM sent_marks").get()).toEqual({ n: 0 });
    expect(mailbox.list()).toEqual([]);
  });
});

describe("demo mailbox pages", { timeout: 60_000 }, () => {
  let server: PortalServer;
  let mailbox: ReturnType<typeof createMailbox>;
  beforeAll(async () => {
    server = await startPortalServer();
    mailbox = createMailbox(server.store.db);
    mailbox.send({
      to: "first@example.com",
      subject: "Invitation to Inventory",
      text: "Hello\nsecond line",
      link: "http://127.0.0.1:4000/oidc/invitation/abc?return_to=http%3A%2F%2F127.0.0.1%3A3000%2Fen%2Fmykomax",
    });
    mailbox.send({
      to: "second@example.com",
      subject: '<script>alert("x")</script>',
      text: "<b>not bold</b>",
      link: "javascript:alert(1)",
    });
  }, 60_000);
  afterAll(() => server.close());

  it("lists the mails as JSON, newest first, and filtered by recipient", async () => {
    const all = await fetch(`${server.url}/mailbox/messages`);
    expect(all.status).toBe(200);
    const { messages } = (await all.json()) as { messages: Message[] };
    expect(messages.map((mail) => mail.to)).toEqual(["second@example.com", "first@example.com"]);
    const one = await fetch(`${server.url}/mailbox/messages?to=FIRST%40example.com`);
    const body = (await one.json()) as { messages: Message[] };
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({
      to: "first@example.com",
      subject: "Invitation to Inventory",
      text: "Hello\nsecond line",
    });
    expect(Date.parse(body.messages[0]!.sentAt)).not.toBeNaN();
  });

  it("shows the mails on a page, escaped, with a web link as a link and nothing else as one", async () => {
    const response = await fetch(`${server.url}/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Demo mailbox</h1>");
    expect(html).toContain('<label for="to">Recipient e-mail');
    expect(html).toContain("2 mails, newest first.");
    expect(html.indexOf("&lt;script&gt;")).toBeLessThan(html.indexOf("Invitation to Inventory"));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>not bold</b>");
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain(
      '<a href="http://127.0.0.1:4000/oidc/invitation/abc?return_to=http%3A%2F%2F127.0.0.1%3A3000%2Fen%2Fmykomax">',
    );
  });

  it("filters the page by recipient and says when there is no mail", async () => {
    const html = await (await fetch(`${server.url}/mailbox?to=second%40example.com`)).text();
    expect(html).toContain("1 mail for second@example.com, newest first.");
    expect(html).not.toContain("Invitation to Inventory");
    const none = await (await fetch(`${server.url}/mailbox?to=nobody%40example.com`)).text();
    expect(none).toContain("No mail for nobody@example.com.");
  });

  it("answers a wrong method 405 and an overlong recipient 400, as JSON", async () => {
    const post = await fetch(`${server.url}/mailbox/messages`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const long = await fetch(`${server.url}/mailbox/messages?to=${"x".repeat(255)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: "to must be at most 254 characters" });
    expect((await fetch(`${server.url}/mailbox/other`)).status).toBe(404);
  });
});
