import frenchMessages from 'ra-language-french';
import { withFrenchSpacingAll } from '../frenchSpacing';

/** react-admin's French messages, with French spacing before ':', ';', '!' and '?'. */
export default withFrenchSpacingAll(frenchMessages as never) as typeof frenchMessages;
