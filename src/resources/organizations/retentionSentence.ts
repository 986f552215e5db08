import type { TranslateFunction } from 'react-admin';
import type { TRetentionPolicy } from '../../../common/schemas/retention';

const key = (rest: string) => `resources.organizations.retention.${rest}`;

/** A policy as a sentence: "75 ans du salarié (hérité de Liasse Démo)". */
export const retentionSentence = (translate: TranslateFunction, policy: TRetentionPolicy) => {
  const said = translate(key(`said.${policy.rule}`), { smart_count: policy.years ?? 0, age: policy.age });
  const source =
    policy.source === 'INHERITED' && !policy.fromOrgName
      ? translate(key('source.INHERITED_UNNAMED'))
      : translate(key(`source.${policy.source}`), { name: policy.fromOrgName });
  return `${said} (${source})`;
};
