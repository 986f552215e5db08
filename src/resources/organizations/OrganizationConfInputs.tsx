import { BooleanInput, CheckboxGroupInput, SelectInput, TextInput, maxLength, required } from 'react-admin';
import { DOC_TYPES } from '../../../common/docTypes';
import {
  BPE_NOT_STATED_MODES,
  RECEPTION_MODES,
  TRANSMISSION_MODES,
  normalizeCssUrl,
} from '../../../common/schemas/organizations';

const httpsStylesheet = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && normalizeCssUrl(value.trim()) === null
    ? 'liasse.validation.https_url'
    : undefined;

/**
 * The organisation's configuration (spec section 3): modes, what its campaigns do for employees who
 * have not stated their BPE agreement, whether its campaigns are confirmed by signature code,
 * document types, its own stylesheet.
 */
export const OrganizationConfInputs = () => (
  <>
    <SelectInput
      source="conf.transmissionMode"
      choices={TRANSMISSION_MODES.map((id) => ({ id, name: `resources.organizations.transmission.${id}` }))}
      validate={required()}
    />
    <SelectInput
      source="conf.receptionMode"
      choices={RECEPTION_MODES.map((id) => ({ id, name: `resources.organizations.reception.${id}` }))}
      validate={required()}
    />
    <SelectInput
      source="conf.bpeNotStated"
      choices={BPE_NOT_STATED_MODES.map((id) => ({ id, name: `resources.organizations.bpe_not_stated.${id}` }))}
      helperText="resources.organizations.bpe_not_stated_help"
      validate={required()}
    />
    <BooleanInput source="conf.dispatchSignature" />
    <CheckboxGroupInput
      source="conf.docTypes"
      choices={DOC_TYPES.map((id) => ({ id, name: `liasse.doc_types.${id}` }))}
    />
    <TextInput
      source="conf.extraOptions.specificCSSUrl"
      validate={[maxLength(500), httpsStylesheet]}
      helperText="resources.organizations.css_help"
      type="url"
    />
  </>
);
