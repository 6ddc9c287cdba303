/**
 * The account's earlier campaigns, for "leave out recipients of these campaigns": the sent ones
 * of the last year from the shipments report (reports/shipments-report), newest first, read a
 * page at a time. The report has no search by name, so a search filters the pages read and
 * keeps reading the following pages until all are there; a page of hundreds is one cheap query
 * (the server reads shipments, never messages). Each row's ID is the run that sent (what
 * campaignsFiltering names); a repeating campaign has one row per run.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { useLazyGetReportPageQuery, type Shipment } from '../../../api/generated/reports';
import { GetReportPage } from '../../../../contract/statusCodes';

export const campaignsPageSize = 500;
/** The report's longest period is 366 days: today and the 365 before it. */
const dayMs = 86_400_000;
const periodDays = 365;

export interface EarlierCampaign {
  id: number;
  name: string;
  /** When it went, DD/MM/YYYY HH:mm. */
  date: string;
}

const dayOf = (ms: number) => formatIsraelDateTime(ms).slice(0, 10);

function campaignOf(row: Shipment): EarlierCampaign | null {
  if (row.ID === undefined) return null;
  return { id: row.ID, name: row.SHIPMENT_NAME ?? '', date: row.sendDate ?? row.STARTED_ON_DATE ?? '' };
}

/** Whether a campaign answers a search: its name (any case) or its number. */
export const matches = (c: EarlierCampaign, search: string): boolean => {
  const text = search.trim().toLocaleLowerCase();
  return !text || c.name.toLocaleLowerCase().includes(text) || String(c.id).includes(text);
};

interface Read {
  campaigns: EarlierCampaign[];
  pages: number;
  /** The report's count; null before the first page. */
  total: number | null;
  /** A page could not be read (the base query said why): no more reading by itself. */
  failed: boolean;
}

const nothingRead: Read = { campaigns: [], pages: 0, total: null, failed: false };

/** `active`: the picker was opened or searched; nothing is read before. */
export function useEarlierCampaigns(active: boolean, search: string) {
  const [read] = useLazyGetReportPageQuery();
  const [state, setState] = useState<Read>(nothingRead);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  // The period is fixed when the picker first reads, so later pages continue the same list.
  const period = useRef<{ fromDate: string; toDate: string } | null>(null);
  const complete = state.total !== null && state.pages * campaignsPageSize >= state.total;

  const loadMore = useCallback(async () => {
    if (busy.current || complete) return;
    busy.current = true;
    setLoading(true);
    const now = Date.now();
    period.current ??= { fromDate: dayOf(now - periodDays * dayMs), toDate: dayOf(now) };
    const page = state.pages + 1;
    try {
      const answer = (
        await read({ routeName: 'shipments-report', body: { page, pageSize: campaignsPageSize, sortField: 'sendDate', sortOrder: 'desc', ...period.current } }, true).unwrap()
      ).data;
      if (answer?.status !== GetReportPage.ready) throw new Error(`shipments-report status ${String(answer?.status)}`);
      const rows = ((answer.rows ?? []) as Shipment[]).map(campaignOf).filter((c): c is EarlierCampaign => c !== null);
      setState((before) => {
        // A send that started meanwhile shifts the pages by a row: each campaign once.
        const seen = new Set(before.campaigns.map((c) => c.id));
        // A short page is the last one, whatever the count said.
        const total = rows.length < campaignsPageSize ? (page - 1) * campaignsPageSize + rows.length : (answer.pageInfo?.total ?? 0);
        return { campaigns: [...before.campaigns, ...rows.filter((c) => !seen.has(c.id))], pages: page, total, failed: false };
      });
    } catch {
      setState((before) => ({ ...before, failed: true }));
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [read, complete, state.pages]);

  // The first page when the picker opens; while searching, the pages after it until all are read.
  useEffect(() => {
    if (!active || loading || complete || state.failed) return;
    if (state.pages === 0 || search.trim()) void loadMore();
  }, [active, loading, complete, state.failed, state.pages, search, loadMore]);

  const found = useMemo(() => state.campaigns.filter((c) => matches(c, search)), [state.campaigns, search]);
  return { campaigns: state.campaigns, found, loading, complete, loadMore };
}
