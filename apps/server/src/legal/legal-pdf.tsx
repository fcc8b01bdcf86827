import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { LegalDocument } from './legal-documents.ts';

const styles = StyleSheet.create({
  page: {
    paddingTop: 56,
    paddingBottom: 64,
    paddingHorizontal: 56,
    fontSize: 10.5,
    lineHeight: 1.45,
    fontFamily: 'Helvetica',
    color: '#1f2937',
  },
  brand: { fontSize: 20, fontFamily: 'Helvetica-Bold', color: '#0f766e', marginBottom: 4 },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  effective: { fontSize: 9, color: '#6b7280', marginBottom: 18 },
  heading: { fontSize: 11.5, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 4 },
  paragraph: { marginBottom: 6 },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 56,
    right: 56,
    fontSize: 8,
    color: '#6b7280',
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

function LegalPdf({ doc }: { doc: LegalDocument }) {
  return (
    <Document title={`Kira — ${doc.title}`} author="Kira Pte. Ltd." language="en-SG">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>Kira</Text>
        <Text style={styles.title}>{doc.title}</Text>
        <Text style={styles.effective}>Effective {doc.effective}</Text>
        {doc.sections.map((section) => (
          <View key={section.heading} wrap>
            <Text style={styles.heading}>{section.heading}</Text>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text>Kira Pte. Ltd. · {doc.title}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

export function renderLegalPdf(doc: LegalDocument): Promise<Buffer> {
  return renderToBuffer(<LegalPdf doc={doc} />);
}
