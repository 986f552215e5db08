/*
 * The campaign split bench's fair anchor, run by MuPDF's own JavaScript (mutool run, MuPDF 1.21):
 * one native process per core, each cutting its share of the file without a process per piece.
 *
 *   mutool run splitAnchor.mupdf.js <file.pdf> <out dir> <part> <parts>
 *
 * Part k of n takes the groups that START in its k-th slice of the pages, reading on past the
 * slice's end while a group goes on; a group is consecutive pages of one "Matricule : X", as
 * bench/campaignSplit.ts's awk finds them. Each group is grafted into <out dir>/<X>-<first page>.pdf.
 */
/* global PDFDocument, scriptArgs */ // MuPDF's; its Document and print are named by the browser globals already
var file = scriptArgs[0];
var outDir = scriptArgs[1];
var part = Number(scriptArgs[2]);
var parts = Number(scriptArgs[3]);

var source = new Document(file);
var pageCount = source.countPages();
var sliceStart = Math.floor((pageCount * part) / parts);
var sliceEnd = Math.floor((pageCount * (part + 1)) / parts);

var matriculeOf = function (index) {
  var page = source.loadPage(index);
  var box = page.bound();
  var text = page.toStructuredText().copy([box[0], box[1]], [box[2], box[3]]);
  var found = /Matricule : ([A-Za-z0-9._/-]+)/.exec(text);
  return found ? found[1] : '';
};

var writeGroup = function (from, to, matricule) {
  var piece = new PDFDocument();
  var graft = piece.newGraftMap();
  for (var index = from; index <= to; index++) graft.graftPage(-1, source, index);
  piece.save(outDir + '/' + matricule + '-' + (from + 1) + '.pdf', 'compress');
};

// The page before the slice tells whether the slice's first page goes on with a group begun earlier.
var previous = sliceStart > 0 ? matriculeOf(sliceStart - 1) : '';
var current = '';
var from = 0;
var pieces = 0;
for (var index = sliceStart; index < pageCount; index++) {
  var matricule = matriculeOf(index);
  if (matricule !== '' && matricule === current) continue;
  if (current !== '') {
    writeGroup(from, index - 1, current);
    pieces++;
  }
  current = index < sliceEnd && matricule !== previous ? matricule : '';
  from = index;
  previous = matricule;
  if (current === '' && index >= sliceEnd) break;
}
if (current !== '') {
  writeGroup(from, pageCount - 1, current);
  pieces++;
}
print(pieces);
