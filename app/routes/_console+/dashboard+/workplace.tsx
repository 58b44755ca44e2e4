import { Alert, Anchor, Stack, Text, Title } from "~/ui/mantine";
import { Card } from "~/ui/mantine/Card";
import { PlainGrid } from "~/ui/PlainLayout";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import dayjs from "dayjs";
import { useTranslation } from "~/i18n/react";
import { requireUser } from "~/auth/user.server";
import { describeFailure, rethrowForLoader } from "~/engine/errors.server";
import { requestT } from "~/i18n/resources.server";
import { NOT_READY_HREF, notReadyLinks, onlineRate } from "~/lib/fleet-figures";
import { abbreviateCount, formatThousands, greetingKey } from "~/lib/format";
import { flattenMenu } from "~/lib/permissions";
import { isPlatformError } from "~/platform/errors";
import { getDeviceStatistics, getErrorAnalysis, getExpiryForecast, getRescueCalls } from "~/platform/statistics.server";
import { ExpiryForecast } from "~/ui/charts/ExpiryForecast";
import chartStyles from "~/styles/charts.css";
import liveStyles from "~/styles/live.css";
import { fleetCharts } from "~/ui/charts/fleet-charts.server";
import type { ChartTable } from "~/ui/charts/ChartData";
import { SvgChart } from "~/ui/charts/SvgChart";
import { MenuIcon } from "~/ui/shell/icons";
import { pageTitle } from "~/ui/page-title";
import { PlainGroup, PlainText } from "~/ui/PlainLayout";
import { useCan } from "~/ui/console-data";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.workplace");
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: chartStyles },
  { rel: "stylesheet", href: liveStyles },
];

const RESCUE_DAYS = 30;

/** Fleet counts, charts (SVG from the server) and not-ready links; a fault here leaves the rest of the page up. */
async function loadFleet(request: Request, user: Awaited<ReturnType<typeof requireUser>>) {
  if (!user.can("workplace.query")) return null;
  const today = dayjs();
  try {
    const [counts, rescue, expiries, faults] = await Promise.all([
      getDeviceStatistics(user.platform),
      getRescueCalls(user.platform, today.subtract(RESCUE_DAYS - 1, "day").format("YYYY-MM-DD"), today.format("YYYY-MM-DD")),
      getExpiryForecast(user.platform),
      // The error analysis is a device-list call (§7): only for a role that may query the list.
      user.can("deviceList.query") ? getErrorAnalysis(user.platform) : Promise.resolve(null),
    ]);
    const t = requestT(request);
    return {
      ok: true as const,
      total: counts.total,
      activated: counts.activationState.ACTIVATED ?? 0,
      online: counts.networkState.ONLINE ?? 0,
      offline: counts.networkState.OFFLINE ?? 0,
      inUse: counts.useState.IN_USE ?? 0,
      rate: onlineRate(counts),
      rescueTotal: rescue.reduce((sum, day) => sum + day.count, 0),
      notReady: notReadyLinks(counts),
      charts: fleetCharts(counts, rescue, faults ?? [], t),
      faults: faults && {
        total: faults.reduce((sum, item) => sum + item.count, 0),
        summary: faults.map((item) => `${t(`fleet.parts.${item.part}`, { defaultValue: item.part })} ${item.count}`).join(t("workplaceFleet.separator")),
      },
      expiries,
    };
  } catch (error) {
    if (!isPlatformError(error) || error.status === 401) return rethrowForLoader(error, request);
    return { ok: false as const, message: describeFailure(error).message };
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const leaves = flattenMenu(user.role.menuList).filter((entry) => !entry.children?.length && entry.path !== "/dashboard/workplace");
  return json({
    name: user.baseInfo.name ?? user.username,
    role: user.role.name ?? user.role.mark ?? "",
    hour: new Date().getHours(),
    shortcuts: leaves.map((entry) => ({ mark: entry.mark, path: entry.path, icon: entry.icon ?? null })),
    fleet: await loadFleet(request, user),
  });
}

type Fleet = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["fleet"]>;

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" className="fleet-figure" data-testid={testId}>
      <PlainText size="sm" c="dimmed">
        {label}
      </PlainText>
      <Text fz={26} fw={600} className="fleet-figure__value">
        {formatThousands(value)}
      </Text>
      {value >= 1000 && (
        <PlainText size="xs" c="dimmed" className="fleet-figure__short">
          ≈ {abbreviateCount(value, { thousand: t("units.thousand"), tenThousand: t("units.tenThousand") })}
        </PlainText>
      )}
    </Card>
  );
}

function ChartCard({ title, svg, label, testId, note, table }: { title: string; svg: string; label: string; testId: string; note?: string; table?: ChartTable }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <SvgChart svg={svg} label={label} testId={testId} table={table} />
      {note && (
        <PlainText size="xs" c="dimmed">
          {note}
        </PlainText>
      )}
    </Card>
  );
}

function FleetOverview({ fleet }: { fleet: Fleet }) {
  const { t } = useTranslation();
  const canOpenList = useCan()("deviceList.query");
  if (!fleet.ok) {
    return (
      <Alert color="red" data-testid="fleet-unavailable">
        {t("workplaceFleet.unavailable", { reason: t(fleet.message) })}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <PlainGrid cols={{ base: 2, sm: 3, lg: 5 }} data-testid="fleet-figures">
        <Figure label={t("workplaceFleet.total")} value={fleet.total} testId="fleet-total" />
        <Figure label={t("workplaceFleet.activated")} value={fleet.activated} testId="fleet-activated" />
        <Figure label={t("workplaceFleet.online")} value={fleet.online} testId="fleet-online" />
        <Figure label={t("workplaceFleet.offline")} value={fleet.offline} testId="fleet-offline" />
        <Figure label={t("workplaceFleet.inUse")} value={fleet.inUse} testId="fleet-in-use" />
      </PlainGrid>
      <PlainGrid cols={{ base: 1, md: 3 }}>
        <ChartCard title={t("workplaceFleet.deviceStates")} svg={fleet.charts.states} label={fleet.charts.statesSummary} testId="chart-device-states" table={fleet.charts.tables.states} />
        <ChartCard title={t("workplaceFleet.onlineRate")} svg={fleet.charts.online} label={t("workplaceFleet.onlineRateValue", { rate: fleet.rate })} testId="chart-online-rate" />
        <ChartCard
          title={t("workplaceFleet.rescueCalls")}
          svg={fleet.charts.rescue}
          label={t("workplaceFleet.rescueCallsTotal", { count: fleet.rescueTotal })}
          testId="chart-rescue-calls"
          table={fleet.charts.tables.rescue}
          note={t("workplaceFleet.rescueCallsTotal", { count: fleet.rescueTotal })}
        />
      </PlainGrid>
      {fleet.faults && (
        <ChartCard
          title={t("workplaceFleet.errorAnalysis")}
          svg={fleet.charts.faults}
          label={t("workplaceFleet.errorAnalysisSummary", { summary: fleet.faults.summary })}
          testId="chart-error-analysis"
          table={fleet.charts.tables.faults}
        />
      )}
      <Card withBorder padding="md">
        <Title order={3} size="h5" mb="xs">
          {t("forecast.title")}
        </Title>
        <ExpiryForecast months={fleet.expiries} linked={canOpenList} />
      </Card>
      <Card withBorder padding="md" data-testid="not-ready">
        <Title order={3} size="h5" mb="xs">
          {t("workplaceFleet.notReady")}
        </Title>
        {fleet.notReady.length === 0 ? (
          <PlainText c="dimmed">{t("workplaceFleet.notReadyNone")}</PlainText>
        ) : (
          <PlainGroup gap="lg">
            {/* Links only for a role that may open the device list; the others read the figures (no 403 behind a link). */}
            {fleet.notReady.map((link) =>
              canOpenList ? (
                <Anchor key={link.key} component={Link} to={link.href} data-testid={`not-ready-${link.key}`}>
                  {t(`workplaceFleet.links.${link.key}`)} ({formatThousands(link.count)})
                </Anchor>
              ) : (
                <PlainText key={link.key} data-testid={`not-ready-${link.key}`}>
                  {t(`workplaceFleet.links.${link.key}`)} ({formatThousands(link.count)})
                </PlainText>
              ),
            )}
            {canOpenList && (
              <Anchor component={Link} to={NOT_READY_HREF} fw={600} data-testid="not-ready-all">
                {t("workplaceFleet.links.all")}
              </Anchor>
            )}
          </PlainGroup>
        )}
      </Card>
    </Stack>
  );
}

export default function Workplace() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Title order={1} size="h3" data-testid="workplace-greeting">
          {t("login.welcomeBack", { greeting: t(`greeting.${greetingKey(data.hour)}`), name: data.name })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t("workplace.role", { role: data.role })}
        </Text>
      </Card>
      {data.fleet && (
        <section aria-label={t("workplaceFleet.title")}>
          <Title order={2} size="h4" mb="md">
            {t("workplaceFleet.title")}
          </Title>
          <FleetOverview fleet={data.fleet} />
        </section>
      )}
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="md">
          {t("workplace.shortcuts")}
        </Title>
        {data.shortcuts.length === 0 ? (
          <PlainText c="dimmed">{t("workplace.noShortcuts")}</PlainText>
        ) : (
          <PlainGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            {data.shortcuts.map((item) => (
              <Link key={item.mark} to={item.path} className="shortcut" target={item.mark === "Monitor" ? "_blank" : undefined}>
                <PlainGroup gap={8} wrap="nowrap">
                  <MenuIcon name={item.icon} />
                  <span>{t(`menu.${item.mark}`, { defaultValue: item.mark })}</span>
                </PlainGroup>
              </Link>
            ))}
          </PlainGrid>
        )}
      </Card>
    </Stack>
  );
}
