import { useCallback, useEffect, useState } from 'react';
import { MapPinIcon } from '../../shared/ui/icons';
import { serviceAreaStatus, serviceAreaTexts, type ServiceAreaStatus } from './service-area';

type Permission = 'granted' | 'prompt' | 'denied' | 'unsupported';

const locationOptions: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 };

/**
 * Where the visitor is, from the browser's location. The browser is asked on load only when the
 * visitor has already allowed it; otherwise a button asks, so nobody meets a permission prompt
 * they did not expect. Denied or unavailable reads as the default service area.
 */
function useServiceArea() {
  const [status, setStatus] = useState<ServiceAreaStatus>('unknown');
  const [permission, setPermission] = useState<Permission>('prompt');
  const [locating, setLocating] = useState(false);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setPermission('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setPermission('granted');
        setStatus(serviceAreaStatus(coords));
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) setPermission('denied');
        setStatus('unknown');
      },
      locationOptions,
    );
  }, []);

  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setPermission('unsupported');
      return;
    }
    let active = true;
    navigator.permissions?.query({ name: 'geolocation' }).then(
      (answer) => {
        if (!active) return;
        setPermission(answer.state);
        if (answer.state === 'granted') locate();
      },
      // Without the Permissions API the button stays: the visitor chooses to share.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locate]);

  return { status, permission, locating, locate };
}

export function ServiceAreaIndicator() {
  const { status, permission, locating, locate } = useServiceArea();
  const { label, value } = serviceAreaTexts[status];
  const canAsk = status === 'unknown' && permission === 'prompt';

  return (
    <div className="service-area">
      <p className={`service-area-status is-${status}`} role="status" data-testid="service-area">
        <MapPinIcon />
        <span>
          <strong>{label}:</strong> {value}
        </span>
      </p>
      {canAsk && (
        <button type="button" className="service-area-check" onClick={locate} disabled={locating}>
          {locating ? 'Checking your location...' : 'Check my location'}
        </button>
      )}
      {status === 'outside' && (
        <p className="service-area-note">We visit homes across Brevard County. Call us: we may still be able to help.</p>
      )}
    </div>
  );
}
