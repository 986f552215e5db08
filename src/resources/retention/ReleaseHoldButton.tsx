import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RetentionDataProvider } from './calls';
import { holdKeys } from './name';

/** Releases an active hold once confirmed: what it kept may be purged again at its day. */
export const ReleaseHoldButton = ({ id, name }: { id: string; name: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RetentionDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const release = async () => {
    setOpen(false);
    try {
      await dataProvider.releaseHold(id);
      notify(holdKeys('release.done'), { type: 'success' });
      refresh();
    } catch {
      notify(holdKeys('release.failed'), { type: 'error' });
    }
  };
  return (
    <>
      <Button
        label={holdKeys('release.label')}
        aria-label={translate(holdKeys('release.button'), { name })}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      />
      <Confirm
        isOpen={open}
        title={holdKeys('release.title')}
        translateOptions={{ name }}
        content={holdKeys('release.content')}
        confirm={holdKeys('release.label')}
        onConfirm={() => void release()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
