import { startCasPeer } from './casPeer';

// The CAS server the browser tests sign in through: every login is the demo admin's.
const peer = await startCasPeer(Number(process.env.CAS_PEER_PORT));
console.log(`CAS peer on ${peer.url}`);
