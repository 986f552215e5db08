/** The outbox screen, loaded as a chunk of its own (see index.ts). */
export { OutboxList } from './OutboxList';
