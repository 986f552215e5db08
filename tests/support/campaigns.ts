import { campaigns } from '../../common/api/campaigns';
import { urlOf } from './api';
import type { HttpServer } from './testServer';

/** A file of the computer for a campaign: its name (as in `files`) and bytes. */
export type CampaignUpload = { name: string; bytes: Buffer };

/** The multipart body of `POST dispatch`: the field `dispatch`, then one part per file. */
export const campaignForm = (dispatch: Record<string, unknown>, uploads: CampaignUpload[] = []) => {
  const form = new FormData();
  form.append('dispatch', JSON.stringify(dispatch));
  for (const { name, bytes } of uploads)
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return form;
};

/** `POST dispatch`, its answer as it comes (its callers read refusals as well as campaigns). */
export const postCampaign = (
  server: HttpServer,
  token: string,
  dispatch: Record<string, unknown>,
  uploads: CampaignUpload[] = [],
) =>
  fetch(urlOf(server, campaigns.create), {
    method: campaigns.create.method,
    headers: { authorization: `Bearer ${token}` },
    body: campaignForm(dispatch, uploads),
  });

/** `POST dispatch/period` with one file: the month its first pages name. */
export const postPeriodFile = (server: HttpServer, token: string, upload: CampaignUpload) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(upload.bytes)], { type: 'application/pdf' }), upload.name);
  return fetch(urlOf(server, campaigns.detectPeriod), {
    method: campaigns.detectPeriod.method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};
