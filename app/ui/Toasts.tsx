import { Notifications, useNotifications } from "@mantine/notifications";
import { useState } from "react";

/**
 * Where toasts (live messages, notices) appear; loaded after hydration (root.tsx). Mantine's container (a portal with
 * a group per corner) is drawn with the first toast, not with every page (issue 13: ~20 ms of a phone's start-up),
 * and stays for the toasts after it.
 */
export default function Toasts() {
  const { notifications, queue } = useNotifications();
  const wanted = notifications.length + queue.length > 0;
  const [drawn, setDrawn] = useState(wanted);
  if (wanted && !drawn) setDrawn(true);
  return drawn ? <Notifications position="top-right" /> : null;
}
