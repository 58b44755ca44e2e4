import { Alert, Anchor, Button, Group, Text, Title } from "~/ui/mantine";
import { Card } from "~/ui/mantine/Card";
import { PlainGrid } from "~/ui/PlainLayout";
import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { describeFailure, rethrowForLoader } from "~/engine/errors.server";
import { applyLiveState, type DevicePoint } from "~/lib/fleet-figures";
import { formatDateTime, formatThousands } from "~/lib/format";
import { inMonitorScope, liveMessageText, visibleLiveTypes } from "~/lib/live";
import { hasMonitorSearch, MONITOR_SEARCH_PARAMS, type MonitorSearch, monitorSearch, monitorSearchQuery } from "~/lib/monitor-search";
import type { LiveMessage } from "~/live/hub.server";
import { keptMonitorSearch as keptSearch } from "~/live/monitor-search.server";
import { recentFor } from "~/live/feed.server";
import { loadDeviceFilterOptions } from "~/platform/devices.server";
import { isPlatformError } from "~/platform/errors";
import { getDevicePoints, getDeviceStatistics } from "~/platform/statistics.server";
import chartStyles from "~/styles/charts.css";
import liveStyles from "~/styles/live.css";
import { LiveMessageList } from "~/ui/live/LiveMessageList";
import { useLiveStream } from "~/ui/live/use-live-stream";
import { MonitorMap } from "~/ui/map/MonitorMap";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.Monitor");
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: chartStyles },
  { rel: "stylesheet", href: liveStyles },
];

const FEED_SIZE = 30;


export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "Monitor.query");
  const url = new URL(request.url);
  if (url.searchParams.has("reset")) {
    throw redirect("/monitor?search=", { headers: { "Set-Cookie": await keptSearch.serialize("", { maxAge: 0 }) } });
  }
  if (!hasMonitorSearch(url.searchParams)) {
    const kept = monitorSearch(new URLSearchParams(String((await keptSearch.parse(request.headers.get("Cookie"))) ?? "")));
    const query = monitorSearchQuery(kept);
    if (query) throw redirect(`/monitor?${query}`);
  }
  const search = monitorSearch(url.searchParams);
  const headers = hasMonitorSearch(url.searchParams) ? { "Set-Cookie": await keptSearch.serialize(monitorSearchQuery(search)) } : undefined;

  // The hub serves pages rendered without JavaScript too: recentFor starts it so the feed fills.
  const types = visibleLiveTypes(user.can);
  const { messages: recent, stale } = recentFor(types);

  let data: { total: number; online: number; offline: number; inUse: number; abnormal: number; points: DevicePoint[] } | null = null;
  let failure: string | null = null;
  let options: Record<string, { value: string; label: string }[]> = {};
  try {
    const [counts, points, choices] = await Promise.all([
      getDeviceStatistics(user.platform, search),
      getDevicePoints(user.platform, search),
      loadDeviceFilterOptions(user.platform, search as Record<string, string>),
    ]);
    options = choices;
    data = {
      total: counts.total,
      online: counts.networkState.ONLINE ?? 0,
      offline: counts.networkState.OFFLINE ?? 0,
      inUse: counts.useState.IN_USE ?? 0,
      abnormal: counts.deviceState.ABNORMAL ?? 0,
      points,
    };
  } catch (error) {
    if (!isPlatformError(error) || error.status === 401) return rethrowForLoader(error, request);
    failure = describeFailure(error).message;
  }
  // A search narrows the feed too: only messages of the devices it shows (and those tied to no device).
  const scoped = Boolean(monitorSearchQuery(search)) && data !== null;
  const scope = scoped ? new Set(data!.points.map((point) => String(point.id))) : null;
  const feed = recent.filter((message) => inMonitorScope(message, scope)).slice(0, FEED_SIZE);
  return json(
    {
      search,
      options,
      data,
      failure,
      feed,
      scoped,
      live: types.length > 0,
      stale,
      renderedAt: formatDateTime(new Date()),
    },
    { headers },
  );
}

function SearchSelect({ name, label, options, value }: { name: string; label: string; options: { value: string; label: string }[]; value?: string }) {
  const { t } = useTranslation();
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{t("monitor.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function MonitorSearchForm({ search, options }: { search: MonitorSearch; options: Record<string, { value: string; label: string }[]> }) {
  const { t } = useTranslation();
  return (
    // A plain GET form: without JavaScript a changed province re-submits and the city list follows.
    <Form method="get" className="monitor__search" aria-label={t("monitor.search")}>
      <input type="hidden" name="search" value="1" />
      <SearchSelect name="brandId" label={t("monitor.brand")} options={options.brandId ?? []} value={search.brandId} />
      <SearchSelect name="institutionId" label={t("monitor.institution")} options={options.institutionId ?? []} value={search.institutionId} />
      <SearchSelect name="countryStateId" label={t("monitor.province")} options={options.countryStateId ?? []} value={search.countryStateId} />
      <SearchSelect name="cityId" label={t("monitor.city")} options={options.cityId ?? []} value={search.cityId} />
      <SearchSelect name="regionId" label={t("monitor.region")} options={options.regionId ?? []} value={search.regionId} />
      <Button type="submit" size="xs">
        {t("monitor.search")}
      </Button>
      <Anchor component={Link} to="/monitor?reset=1" size="sm">
        {t("monitor.reset")}
      </Anchor>
    </Form>
  );
}

function Figures({ data }: { data: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["data"]> }) {
  const { t } = useTranslation();
  const items: [string, number, string][] = [
    [t("workplaceFleet.total"), data.total, "monitor-total"],
    [t("workplaceFleet.online"), data.online, "monitor-online"],
    [t("workplaceFleet.offline"), data.offline, "monitor-offline"],
    [t("workplaceFleet.inUse"), data.inUse, "monitor-in-use"],
    [t("workplaceFleet.abnormal"), data.abnormal, "monitor-abnormal"],
  ];
  return (
    <PlainGrid cols={{ base: 2, sm: 5 }}>
      {items.map(([label, value, testId]) => (
        <Card key={testId} withBorder padding="sm" data-testid={testId}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} fz="xl">
            {formatThousands(value)}
          </Text>
        </Card>
      ))}
    </PlainGrid>
  );
}

/** The dashboard monitor (§2): its own full-window layout, map, live feed and the kept search. */
export default function Monitor() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const [feed, setFeed] = useState<readonly LiveMessage[]>(loaded.feed);
  const [points, setPoints] = useState<readonly DevicePoint[]>(loaded.data?.points ?? []);
  const [stale, setStale] = useState(loaded.stale);
  // The newest pushed message, said once (politely); the feed list itself is no live region (not re-read whole).
  const [announced, setAnnounced] = useState("");
  const scope = useMemo(() => (loaded.scoped ? new Set((loaded.data?.points ?? []).map((point) => String(point.id))) : null), [loaded.scoped, loaded.data]);
  useEffect(() => setPoints(loaded.data?.points ?? []), [loaded.data]);
  useEffect(() => setFeed(loaded.feed), [loaded.feed]);
  useLiveStream(
    {
      onMessage(message) {
        if (!inMonitorScope(message, scope)) return;
        setFeed((current) => [message, ...current.filter((m) => m.id !== message.id)].slice(0, FEED_SIZE));
        setAnnounced(`${t(`live.types.${message.type}`)}: ${liveMessageText(t, message)}`);
        if (message.deviceId !== null) {
          setPoints((current) => current.map((point) => (String(point.id) === String(message.deviceId) ? applyLiveState(point, message) : point)));
        }
      },
      onState: (state) => setStale(state !== "live"),
    },
    loaded.live,
  );
  const query = monitorSearchQuery(loaded.search);
  return (
    <div className="monitor" data-testid="monitor">
      <header className="monitor__header">
        <Title order={1} size="h3" mr="auto">
          {t("menu.Monitor")}
        </Title>
        <MonitorSearchForm search={loaded.search} options={loaded.options} />
        <Anchor component={Link} to="/dashboard/workplace" size="sm">
          {t("monitor.back")}
        </Anchor>
      </header>
      <main className="monitor__body" id="main">
        <section aria-label={t("monitor.devices")}>
          {loaded.failure ? (
            <Alert color="red" data-testid="monitor-unavailable">
              {t("monitor.unavailable", { reason: t(loaded.failure) })}
            </Alert>
          ) : (
            loaded.data && (
              <>
                <Figures data={loaded.data} />
                <Text size="sm" c="dimmed" my="xs">
                  {t("monitor.deviceCount", { count: points.length })}
                </Text>
                <MonitorMap points={points} label={t("monitor.devices")} />
              </>
            )
          )}
        </section>
        <aside aria-label={t("monitor.feed")}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h5">
              {t("monitor.feed")}
            </Title>
            {/* Without JavaScript nothing is pushed: a refresh shows what arrived since. */}
            <Anchor component={Link} to={`/monitor?${query ? query : "search="}`} size="xs" data-testid="monitor-refresh" reloadDocument>
              {t("live.refresh")}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed" mb="xs">
            {t("live.renderedAt", { time: loaded.renderedAt })}
          </Text>
          {stale && (
            <Alert color="yellow" mb="xs" role="status" data-testid="live-stale">
              {t("live.staleServer")}
            </Alert>
          )}
          <p role="status" className="visually-hidden" data-testid="live-announcer">
            {announced}
          </p>
          <LiveMessageList messages={feed} testId="live-feed" />
        </aside>
      </main>
    </div>
  );
}
