import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A CAS 3.0 server on loopback: `/cas/login?service=S` signs in whoever `setUser` names (a real
 * CAS would show its form) and sends the browser back to S with a service ticket;
 * `/cas/p3/serviceValidate` accepts each ticket once, for the service it was issued to.
 */
export const startCasPeer = async (port = 0) => {
  let user = 'admin';
  const tickets = new Map<string, { service: string; user: string }>();
  const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cas.local');
    const service = url.searchParams.get('service') ?? '';
    if (url.pathname === '/cas/login') {
      const ticket = `ST-${randomBytes(12).toString('hex')}`;
      tickets.set(ticket, { service, user });
      const target = new URL(service);
      target.searchParams.set('ticket', ticket);
      response.writeHead(302, { location: target.toString() }).end();
      return;
    }
    if (url.pathname === '/cas/p3/serviceValidate') {
      const ticket = url.searchParams.get('ticket') ?? '';
      const issued = tickets.get(ticket);
      tickets.delete(ticket);
      const body =
        issued && issued.service === service
          ? `<cas:authenticationSuccess><cas:user>${escapeXml(issued.user)}</cas:user>` +
            '<cas:attributes><cas:email>someone@example.org</cas:email></cas:attributes></cas:authenticationSuccess>'
          : `<cas:authenticationFailure code="INVALID_TICKET">Ticket ${escapeXml(ticket)} not recognized</cas:authenticationFailure>`;
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">${body}</cas:serviceResponse>`);
      return;
    }
    if (url.pathname === '/health') return void response.writeHead(200).end('ok');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/cas`,
    setUser: (login: string) => (user = login),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
