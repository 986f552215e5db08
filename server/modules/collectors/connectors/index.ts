import type { CollectorId, Connector } from './connector';

export const CONNECTORS = {} as Record<CollectorId, Connector>;
