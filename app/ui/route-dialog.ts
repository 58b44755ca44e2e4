/**
 * The server-drawn route dialog's id (RouteModal without JavaScript): the shell's "skip to the dialog" link leads
 * there. Its own module, so the shell does not pull the modal's code into every page.
 */
export const ROUTE_DIALOG_ID = "route-dialog";
