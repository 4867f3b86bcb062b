import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setOutsideNavigate } from './navigate-outside';

/** Hands the router's navigate to code outside React (the API client's "back to login"). */
export function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setOutsideNavigate((to, options) => void navigate(to, options));
    return () => setOutsideNavigate(undefined);
  }, [navigate]);
  return null;
}
