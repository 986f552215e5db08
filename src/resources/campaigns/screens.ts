/** The dispatch campaigns' screens, loaded together as one chunk (see index.ts). */
export { CampaignCreate } from './wizard/CampaignCreate';
export { CampaignList } from './CampaignList';
export { CampaignShow } from './detail/CampaignShow';
