/**
 * What choosing a customer-service option does. A third-party entry opens in the chat
 * frame, or in a new tab when its provider refuses framing; the platform chat sends a guest to
 * log in, tells member type 4 it has no permission (spec §8: 2 s), else asks CBS_launchChat and
 * frames the chat, clearing the unread badges. The session rides along only to allowed origins
 * (chat-links.ts). The open frame is a history entry, so the browser's back closes it too.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLinkContext } from '../../domains/content/useDestination';
import { useI18n } from '../../lib/i18n/i18n';
import { languageForCall } from '../../lib/i18n/request-language';
import { overlays } from '../../lib/overlays/overlays';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { closeCustomerService } from '../../domains/customer-service/service-request';
import { readStored } from '../../lib/storage/storage';
import { launchChat, serviceKeys } from './api/service-calls';
import type { PlatformChat, ServiceOption } from './chat-access';
import { entryLink, platformChatLink } from './chat-links';

/** Spec §8: the no-permissions text shows for 2 s. */
export const NO_PERMISSION_MS = 2000;

export type OpenFrame = { url: string; title: string };

/** A new tab, without a handle back to this page; false when the browser blocked it. */
export function openTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

/** The header's colour for the chat page (redirect flow headerColor). */
function headerColor(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim();
}

export function useChatOpener(chat: PlatformChat) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const links = useLinkContext();
  const queryClient = useQueryClient();
  const [frame, setFrame] = useState<OpenFrame | null>(null);
  const [busy, setBusy] = useState(false);

  const showFrame = useCallback((open: OpenFrame) => {
    history.pushState({ chatFrame: true }, '');
    setFrame(open);
  }, []);

  useEffect(() => {
    if (!frame) return;
    window.addEventListener('popstate', closeCustomerService);
    return () => window.removeEventListener('popstate', closeCustomerService);
  }, [frame]);

  const closeFrame = useCallback(() => {
    if ((history.state as { chatFrame?: boolean } | null)?.chatFrame) history.back();
    else closeCustomerService();
  }, []);

  const launchPlatformChat = async () => {
    const title = t('service.chat');
    setBusy(true);
    try {
      const language = languageForCall('chat', readStored('language'));
      const backUrl = `${location.origin}${location.pathname}`;
      const chatUrl = await launchChat({ b2c: 1, title, backUrl, language });
      const params = { language, headerColor: headerColor(), title };
      // Opening the chat reads its messages: the badges go at once (the back end clears too).
      if (links.session) queryClient.setQueryData(serviceKeys.unread(links.session.token), 0);
      showFrame({ url: platformChatLink(chatUrl, params, links) ?? chatUrl, title });
    } catch {
      // The request layer has shown the server's message; the sheet stays as it was.
    } finally {
      setBusy(false);
    }
  };

  /** Acts on an option; false when nothing happened (a new tab the browser blocked). */
  const choose = (option: ServiceOption): boolean => {
    if (option.kind === 'entry') {
      const url = entryLink(option.entry.url, links);
      if (!option.entry.newTab) showFrame({ url, title: option.entry.title });
      else if (openTab(url)) closeCustomerService();
      else return false;
      return true;
    }
    if (chat === 'login') {
      closeCustomerService();
      navigate(Paths.login);
    } else if (chat === 'noPermission') {
      closeCustomerService();
      const message = { key: 'service.noPermission' } as const;
      overlays.open({ kind: 'toast', message, durationMs: NO_PERMISSION_MS });
    } else if (chat === 'open') void launchPlatformChat();
    return true;
  };

  return { frame, busy, choose, closeFrame };
}
