/**
 * The prefix of every heading id in a rendered rules reference (client/build/docs.ts writes it,
 * the rules panel looks it up), so a reference's anchors never meet an id of the page.
 */
export const DOC_ID_PREFIX = "rules-";
