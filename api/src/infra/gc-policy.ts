/**
 * The server process runs with V8's allocation-site pretenuring off. With it on, V8 watches where objects are
 * made and, once most objects made at one place outlive a young-generation collection, makes the later ones
 * there directly in the old generation. A back-office page's rows outlive one (a request waits on the
 * database with them in hand), so places shared by every request (in the database driver and Node's streams,
 * most likely; V8 does not name them) are switched to the old generation. The CSV export then makes objects
 * there that refer to each batch's text: the text dies at once, but referenced from the old generation it is
 * copied there and stays until a full collection. Measured on 100,000 leads on PostgreSQL after the back
 * office's list and search: the export took 0.94-0.98 s of the server's CPU and grew it by 48 MB with
 * pretenuring, 0.63-0.76 s and 12 MB without, and a list page cost less CPU too
 * (docs/decisions/0064-no-v8-pretenuring.md).
 *
 * Imported first by server.ts, so the flag is set before the server's other modules are evaluated; V8 reads
 * it at each collection.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
