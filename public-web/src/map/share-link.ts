/** What happened to a shared link: the system's share sheet took it, it was copied, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = Pick<Navigator, 'clipboard'> & { share?: Navigator['share'] };

/**
 * 'Udostępnij': the Web Share API where the browser has it (phones), the clipboard elsewhere. A share sheet
 * closed by the person is not an error and is not followed by copying.
 */
export async function shareLink(url: string, title: string, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
