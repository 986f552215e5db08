import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import DrawIcon from '@mui/icons-material/Draw';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

export type MenuFolder = { labelKey: string; icon: SvgIconComponent; path: string; order: number };

/**
 * The side menu's dropdowns, each with a page of its own that opens onto its resources; a
 * resource names its folder in its descriptor. A folder shows when one of its resources does.
 */
export const MENU_FOLDERS = {
  // Retention: the documents to purge, the legal holds, the purge log; its page is the first list.
  retention: { labelKey: 'resources.retention.folder', icon: AutoDeleteIcon, path: '/retention', order: 4 },
  // Signature books: out for signature, templates, signed (spec section 2); its page is the first list.
  signWorkflows: { labelKey: 'resources.sign-workflow.folder', icon: DrawIcon, path: '/sign-workflow', order: 13 },
  rights: { labelKey: 'liasse.menu.rights', icon: AdminPanelSettingsIcon, path: '/admin/rights', order: 20 },
  // Chorus: received and sent invoices (spec section 2); its page is the received list.
  chorus: { labelKey: 'resources.chorus.folder', icon: ReceiptLongIcon, path: '/chorus', order: 25 },
} satisfies Record<string, MenuFolder>;

export type MenuFolderKey = keyof typeof MENU_FOLDERS;
