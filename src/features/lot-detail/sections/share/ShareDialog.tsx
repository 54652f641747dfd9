// The share dialog (seed 001 §2): the lot's summary, its share link and 6-digit password, the warning
// never to publish them, a messenger link with the company's share text and a copy button (3 s "Copied").
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Checkmark20Regular, Copy20Regular, Send20Regular } from '@fluentui/react-icons';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { sharePasswordQuery } from '../../../../api/share';
import type { Locale } from '../../../../i18n/locales';
import { messengerLink, shareText, useCompanyConfig } from '../../../../ui/company-config';
import { token } from '../../../../ui/theme';
import type { LotView } from '../../../../engine/detail/lot-view';
import { FactList } from '../../../../ui/FactList';
import { useCopied } from '../../../../ui/use-copied';

const Content = styled(DialogContent)`
  && {
    display: grid;
    /* no wider than the dialog: the link and the warning wrap on a phone instead of running off its edge */
    grid-template-columns: minmax(0, 1fr);
    gap: ${token('spacingVerticalM')};
  }
`;

const Password = styled.span`
  font-family: ${token('fontFamilyMonospace')};
  font-size: ${token('fontSizeBase500')};
  letter-spacing: 0.2em;
`;

const Link = styled.span`
  overflow-wrap: anywhere;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${token('colorPaletteRedForeground1')};
`;

interface ShareDialogProps {
  apiPageType: string;
  lot: LotView;
  /** the lot's public share page, absolute */
  link: string;
  open: boolean;
  onClose(): void;
}

export function ShareDialog({ apiPageType, lot, link, open, onClose }: ShareDialogProps) {
  const intl = useIntl();
  const { share } = useCompanyConfig();
  const password = useQuery(
    sharePasswordQuery({
      apiPageType,
      id: lot.id,
      auctionDate: lot.auctionDate,
      auctionType: apiPageType,
      imageUrl: lot.images[0],
    }),
  );
  const code = password.data?.password;
  const text = code ? shareText(share, intl.locale as Locale, { title: lot.title, link, password: code }) : '';
  const clipboard = useCopied();

  return (
    <Dialog open={open} onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'lotDetail.share.title' })}</DialogTitle>
          <Content>
            <FactList
              rows={[
                { key: 'lot', label: intl.formatMessage({ id: 'lotDetail.share.lot' }), value: lot.title },
                { key: 'number', label: intl.formatMessage({ id: 'lotDetail.lotInfo.lotNumber' }), value: lot.lotNumber },
                {
                  key: 'auction',
                  label: intl.formatMessage({ id: 'lotDetail.lotInfo.auction' }),
                  value: `${lot.auctionName} ${lot.auctionDate}`,
                },
                { key: 'link', label: intl.formatMessage({ id: 'lotDetail.share.link' }), value: <Link>{link}</Link> },
                {
                  key: 'password',
                  label: intl.formatMessage({ id: 'lotDetail.share.password' }),
                  value: code ? (
                    <Password>{code}</Password>
                  ) : password.isError ? (
                    <ErrorText role="alert">{intl.formatMessage({ id: 'lotDetail.share.passwordFailed' })}</ErrorText>
                  ) : (
                    <Spinner size="tiny" label={intl.formatMessage({ id: 'common.loading' })} />
                  ),
                },
              ]}
            />
            <MessageBar intent="warning">
              <MessageBarBody>{intl.formatMessage({ id: 'lotDetail.share.warning' })}</MessageBarBody>
            </MessageBar>
            {clipboard.failed && <ErrorText role="alert">{intl.formatMessage({ id: 'lotDetail.share.copyFailed' })}</ErrorText>}
          </Content>
          <DialogActions fluid>
            <Button
              as="a"
              icon={<Send20Regular />}
              href={code ? messengerLink(share, text) : undefined}
              target="_blank"
              rel="noopener noreferrer"
              disabled={!code}
            >
              {intl.formatMessage({ id: 'lotDetail.share.messenger' })}
            </Button>
            <Button
              appearance="primary"
              icon={clipboard.copied ? <Checkmark20Regular /> : <Copy20Regular />}
              disabled={!code}
              onClick={() => void clipboard.copy(text)}
            >
              {intl.formatMessage({ id: clipboard.copied ? 'lotDetail.share.copied' : 'lotDetail.share.copy' })}
            </Button>
            <Button onClick={onClose}>{intl.formatMessage({ id: 'lotDetail.gallery.close' })}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
