/**
 * Full-screen mode of the chat (section 2): the Fullscreen API on the page's container where
 * the browser has it (Esc leaves, and the page follows); elsewhere (iPhone Safari has no
 * element full screen) the container covers the window by a class instead.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export function useFullscreen(target: RefObject<HTMLElement | null>): { on: boolean; emulated: boolean; toggle: () => void } {
  const [native, setNative] = useState(false);
  const [emulated, setEmulated] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(() => {
    const element = target.current;
    const supported = Boolean(document.fullscreenEnabled && element && typeof element.requestFullscreen === 'function');
    if (!supported) {
      setEmulated((on) => !on);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element!.requestFullscreen().catch(() => setEmulated((on) => !on));
  }, [target]);

  return { on: native || emulated, emulated, toggle };
}
