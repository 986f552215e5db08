import type { ClosureMessages } from './fr';

export const en: ClosureMessages = {
  banner: 'The service closes on %{day}. Download your documents before then.',
  download: 'Download all my documents',
  title: 'Closing the service',
  intro:
    'Announce the closure of the service at least three months ahead (French Labour Code, D.3243-8): every personal account holder gets an email, and every screen shows it until that day.',
  closes_on: 'Last day of the service',
  announce: 'Announce the closure',
  announced: 'Closure announced: every account holder is told by email',
  announced_by: 'Announced on %{date} by %{name}',
  withdraw: 'Withdraw the notice',
  withdrawn: 'Notice withdrawn',
  failed: 'The notice could not be saved',
  too_soon: 'At least three months from today',
  none: 'No closure is announced.',
};
