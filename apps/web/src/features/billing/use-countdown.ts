import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Counts down whole seconds, then goes to `to` (docs/product.md: payment pages redirect). */
export function useCountdown(seconds: number, to: string, running = true): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      navigate(to);
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate, running, to]);
  return left;
}
