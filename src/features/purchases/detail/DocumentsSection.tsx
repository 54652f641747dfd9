// The purchase's documents: each with its download link (and delete for its uploader or a manager,
// as the API decides), and an upload by dropping a file on the zone or choosing it with the button
// (keyboard users), checked here first for size and type, with the upload's progress and clear errors.
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { ProgressBar } from '@fluentui/react-progress';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PurchaseDocument } from '../../../../schemas/api/purchases';
import { documentUrl, purchaseKeys, uploadDocument, useDeleteDocument } from '../../../api/purchases';
import { formatDay } from '../../../engine/views/day';
import type { MessageId } from '../../../i18n/messages';
import { token } from '../../../ui/theme';
import { SectionCard } from '../../../ui/SectionCard';
import { UPLOAD_LIMITS, refusedUploadProblem, uploadProblemOf, uploadTypeOf, type UploadProblem } from './upload-check';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${token('spacingVerticalM')};
  padding: 0;
  display: grid;
  gap: ${token('spacingVerticalXS')};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
  a {
    color: ${token('colorBrandForegroundLink')};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.span`
  color: ${token('colorNeutralForeground3')};
`;

const Zone = styled.div<{ $over: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${token('spacingVerticalS')};
  padding: ${token('spacingVerticalL')} ${token('spacingHorizontalM')};
  border: 2px dashed ${({ $over }) => ($over ? token('colorBrandStroke1') : token('colorNeutralStroke1'))};
  border-radius: ${token('borderRadiusLarge')};
  background: ${({ $over }) => ($over ? token('colorBrandBackground2') : token('colorNeutralBackground2'))};
  color: ${token('colorNeutralForeground2')};
  text-align: center;
`;

const HiddenInput = styled.input`
  display: none;
`;

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; share: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; name: string };

const PROBLEM_MESSAGES: Record<UploadProblem, MessageId> = {
  tooLarge: 'purchases.documents.tooLarge',
  wrongType: 'purchases.documents.wrongType',
  empty: 'purchases.documents.empty',
  tooMany: 'purchases.documents.tooMany',
  full: 'purchases.documents.full',
};

const kilobytes = (size: number) => Math.max(1, Math.round(size / 1024));

export function DocumentsSection({ purchaseId, documents }: { purchaseId: string; documents: readonly PurchaseDocument[] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  const remove = useDeleteDocument(purchaseId);
  const busy = upload.kind === 'uploading';

  const failed = (problem: UploadProblem) =>
    setUpload({ kind: 'failed', message: intl.formatMessage({ id: PROBLEM_MESSAGES[problem] }, UPLOAD_LIMITS) });

  const send = async (file: File) => {
    const problem = uploadProblemOf(file, documents);
    if (problem) {
      failed(problem);
      return;
    }
    const typed = file.type ? file : new File([file], file.name, { type: uploadTypeOf(file) });
    setUpload({ kind: 'uploading', name: file.name, share: 0 });
    try {
      await uploadDocument(purchaseId, typed, (share) => setUpload({ kind: 'uploading', name: file.name, share }));
      setUpload({ kind: 'done', name: file.name });
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.detail(purchaseId) });
    } catch (error) {
      const refused = refusedUploadProblem(error);
      if (refused) failed(refused);
      else setUpload({ kind: 'failed', message: intl.formatMessage({ id: 'purchases.documents.failed' }) });
      // another tab may have added the documents that filled the purchase
      if (refused === 'tooMany' || refused === 'full') await queryClient.invalidateQueries({ queryKey: purchaseKeys.detail(purchaseId) });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void send(file);
  };

  return (
    <SectionCard title={intl.formatMessage({ id: 'purchases.section.documents' })}>
      {documents.length === 0 ? (
        <p>{intl.formatMessage({ id: 'purchases.documents.none' })}</p>
      ) : (
        <List>
          {documents.map((doc) => (
            <Item key={doc.id}>
              <a href={documentUrl(doc)} download={doc.name}>
                {doc.name}
              </a>
              <Meta>
                {intl.formatMessage(
                  { id: 'purchases.documents.meta' },
                  { size: kilobytes(doc.size), date: formatDay(intl, doc.uploadedAt) },
                )}
              </Meta>
              <Button
                size="small"
                appearance="subtle"
                disabled={remove.isPending}
                onClick={() => remove.mutate(doc)}
                aria-label={intl.formatMessage({ id: 'purchases.documents.delete' }, { name: doc.name })}
              >
                {intl.formatMessage({ id: 'purchases.documents.deleteShort' })}
              </Button>
            </Item>
          ))}
        </List>
      )}
      {remove.isError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{intl.formatMessage({ id: 'purchases.documents.deleteFailed' })}</MessageBarBody>
        </MessageBar>
      )}
      <Zone
        $over={over}
        data-testid="document-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span>{intl.formatMessage({ id: 'purchases.documents.drop' }, UPLOAD_LIMITS)}</span>
        <Button disabled={busy} onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: 'purchases.documents.choose' })}
        </Button>
        <HiddenInput
          ref={input}
          type="file"
          aria-label={intl.formatMessage({ id: 'purchases.documents.choose' })}
          accept=".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </Zone>
      <div aria-live="polite">
        {upload.kind === 'uploading' && (
          <ProgressBar
            value={upload.share}
            max={1}
            aria-label={intl.formatMessage({ id: 'purchases.documents.uploading' }, { name: upload.name })}
          />
        )}
        {upload.kind === 'done' && (
          <MessageBar intent="success">
            <MessageBarBody>{intl.formatMessage({ id: 'purchases.documents.uploaded' }, { name: upload.name })}</MessageBarBody>
          </MessageBar>
        )}
        {upload.kind === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{upload.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </SectionCard>
  );
}
