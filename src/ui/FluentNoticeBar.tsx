// Fluent's message bar as a module of its own, for MessageBarOnDemand to load.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import type { NoticeBarProps } from './MessageBarOnDemand';

export default function FluentNoticeBar({ intent, title, children }: NoticeBarProps) {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        {title !== undefined && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}
