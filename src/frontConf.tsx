import { createContext, useContext, type ReactNode } from 'react';
import type { TFrontConf } from '../common/schemas/frontConf';

const FrontConfContext = createContext<TFrontConf | undefined>(undefined);

export const FrontConfProvider = ({ conf, children }: { conf: TFrontConf; children: ReactNode }) => (
  <FrontConfContext.Provider value={conf}>{children}</FrontConfContext.Provider>
);

/** `/static/front_conf.json`, read once at start. */
export const useFrontConf = (): TFrontConf => {
  const conf = useContext(FrontConfContext);
  if (!conf) throw new Error('useFrontConf outside FrontConfProvider');
  return conf;
};
