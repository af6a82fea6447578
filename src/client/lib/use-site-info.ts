import { useEffect, useState } from 'react';
import { siteInfoSchema, type SiteInfoReply } from '#shared/contracts/site-info';
import { apiRequest } from './api-client';

/** The operator's details for the legal pages; undefined while loading or when unreachable. */
export function useSiteInfo(): SiteInfoReply | undefined {
  const [info, setInfo] = useState<SiteInfoReply>();
  useEffect(() => {
    apiRequest('GET', '/site-info', { reply: siteInfoSchema }).then(setInfo, () => undefined);
  }, []);
  return info;
}
