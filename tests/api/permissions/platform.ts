import { health, startFiles } from '../../../common/api/platform';
import { rowsOf } from './matrix';

/** The process's probes and the front end's start files: public. */
export const platformRows = [
  ...rowsOf(health, { live: {}, ready: {}, liveShort: {}, readyShort: {} }),
  ...rowsOf(startFiles, {
    frontConf: {},
    i18nOverride: { input: () => ({ params: { id: 'default', locale: 'fr' } }) },
  }),
];
