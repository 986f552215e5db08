import { createServer } from 'node:http';
import { decodeMail, startSmtpPeer } from './smtpPeer';

// The mail server the browser tests' portal sends through, and a loopback HTTP window on what it
// received: `GET /messages?to=ADDRESS` answers the decoded texts sent to that address.
const peer = await startSmtpPeer(Number(process.env.SMTP_PEER_PORT));
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://smtp.local');
  if (url.pathname === '/health') return void response.end('ok');
  const to = url.searchParams.get('to') ?? '';
  const texts = peer.received.filter((mail) => mail.to.includes(to)).map((mail) => decodeMail(mail.raw));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(texts));
}).listen(Number(process.env.SMTP_PEER_HTTP_PORT), '127.0.0.1');
console.log(`SMTP peer on ${peer.url}`);
