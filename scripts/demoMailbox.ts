/**
 * npm run demo:mailbox: a mailbox to link to the demo's IMAP collector, on loopback. Debian's
 * dovecot (the tests' IMAP peer) with one account and three supplier invoices in its inbox; it
 * runs until Ctrl-C. Port 1143 unless `-- --port N`.
 */
import { parseArgs } from 'node:util';
import { startImapPeer } from '../tests/support/collectorPeers/imapPeer';
import { messageWithPdfs } from '../tests/support/collectorPeers/mailMessages';
import { textPdf } from '../tests/support/documentFiles';

const LOGIN = 'factures';
const PASSWORD = 'Liasse-Demo-1';
const INVOICES = [
  {
    from: 'ventes@papeterie-martin.example',
    number: 'PM-2026-118',
    text: 'Papeterie Martin\nFacture PM-2026-118\nTotal TTC : 318,40 €',
  },
  {
    from: 'facturation@nettoyage-pro.example',
    number: 'NP-11-0457',
    text: 'Nettoyage Pro\nFacture NP-11-0457\nTotal TTC : 1 440,00 €',
  },
  {
    from: 'compta@traiteur-durand.example',
    number: 'TD-9931',
    text: 'Traiteur Durand\nFacture TD-9931\nTotal TTC : 612,75 €',
  },
];

const { values } = parseArgs({ options: { port: { type: 'string', default: '1143' } } });
const peer = await startImapPeer({ login: LOGIN, password: PASSWORD, port: Number(values.port) });
for (const invoice of INVOICES)
  await peer.deliver(
    await messageWithPdfs({
      from: invoice.from,
      subject: `Facture ${invoice.number}`,
      attachments: [{ name: `facture-${invoice.number}.pdf`, bytes: await textPdf([invoice.text]) }],
    }),
  );
console.log(`IMAP mailbox on ${peer.host}:${peer.port} (no TLS): login ${LOGIN}, password ${PASSWORD}`);
console.log(`${INVOICES.length} invoices in INBOX. Link it under Collecteurs → IMAP; Ctrl-C stops it.`);
const stop = async () => {
  await peer.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
