// 'Network is available' for 3 s after coming back online; a lasting notice while offline.
import { useEffect, useState } from 'react';
import { Alert } from '@/ui/alert';

export const NETWORK_AVAILABLE_MS = 3000;

type Notice = 'none' | 'offline' | 'back-online';

export function NetworkNotices() {
  const [notice, setNotice] = useState<Notice>(() => (navigator.onLine ? 'none' : 'offline'));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setNotice('offline');
    };
    const online = () => {
      clearTimeout(timer);
      setNotice('back-online');
      timer = setTimeout(() => setNotice('none'), NETWORK_AVAILABLE_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  if (notice === 'none') return null;
  return (
    <div className="network-notices">
      {notice === 'offline' ? (
        <Alert kind="failure">
          Network is unavailable. Are you sure you&apos;re connected to the network?
        </Alert>
      ) : (
        <Alert kind="success">Network is available</Alert>
      )}
    </div>
  );
}
